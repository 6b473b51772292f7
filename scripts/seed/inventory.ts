// The seed inventory (DECISIONS.md "Seed inventory"): one source for supabase/seed.sql and the
// SVG photos in public/seed/. Prices are realistic Malaysian used-luxury asking prices in MYR.
import type { VehicleDetails } from '../../src/lib/vehicle';
import type { SeedVehicle } from './types';

const d = (exterior: string[], interior: string[], drivetrain: string[]): VehicleDetails => ({
  exterior, interior, drivetrain,
});

export const seedVehicles: SeedVehicle[] = [
  {
    slug: 'bmw-330e-m-sport-2021', make: 'BMW', model: '330e M Sport', year: 2021, price: 168800, mileage: 42000,
    fuelType: 'Hybrid', transmission: 'Automatic', condition: 'Excellent', bodyType: 'Sedan',
    color: 'Mineral White', paint: '#e8e6e1', views: ['side', 'front', 'rear', 'interior', 'wheel'],
    features: ['M Sport package', 'Harman Kardon audio', 'Live Cockpit Professional', 'Wireless Apple CarPlay', 'Parking Assistant', 'Ambient lighting'],
    vehicleDetails: d(['M aerodynamics kit', '18-inch M double-spoke wheels', 'LED headlights'], ['Vernasca leather sport seats', 'M leather steering wheel'], ['2.0L TwinPower Turbo with eDrive', '8-speed Steptronic', 'Rear-wheel drive']),
  },
  {
    slug: 'bmw-x5-xdrive45e-2023', make: 'BMW', model: 'X5 xDrive45e M Sport', year: 2023, price: 428000, mileage: 19500,
    fuelType: 'Hybrid', transmission: 'Automatic', condition: 'Excellent', bodyType: 'SUV',
    color: 'Carbon Black', paint: '#1d2230', views: ['side', 'front', 'rear', 'interior', 'wheel', 'detail'],
    features: ['Panoramic glass roof', 'Air suspension', 'Head-up display', 'Soft-close doors', '360-degree camera', 'Heated front seats', 'Harman Kardon audio', 'Gesture control'],
    vehicleDetails: d(['21-inch M wheels', 'Laserlight headlights', 'Shadow Line trim'], ['Merino leather', 'Four-zone climate control'], ['3.0L inline-six plug-in hybrid, 394 hp', 'xDrive all-wheel drive', 'Adaptive two-axle air suspension']),
  },
  {
    slug: 'bmw-840i-gran-coupe-2020', make: 'BMW', model: '840i Gran Coupe M Sport', year: 2020, price: 438000, mileage: 35500,
    fuelType: 'Gasoline', transmission: 'Automatic', condition: 'Very Good', bodyType: 'Gran Coupe',
    color: 'Barcelona Blue', paint: '#1f3b73', views: ['side', 'front', 'rear', 'interior'],
    features: ['Bowers & Wilkins audio', 'Crafted Clarity glass controls', 'Night Vision', 'Carbon roof', 'Driving Assistant Professional'],
    vehicleDetails: d(['Frameless doors', '20-inch M wheels'], [], ['3.0L inline-six turbo, 340 hp', '8-speed Steptronic Sport']),
  },
  {
    slug: 'bmw-218i-gran-tourer-2018', make: 'BMW', model: '218i Gran Tourer', year: 2018, price: 69800, mileage: 88000,
    fuelType: 'Gasoline', transmission: 'Automatic', condition: 'Good', bodyType: 'MPV',
    color: 'Alpine White', paint: '#f1f1ee', views: ['side', 'front'],
    features: ['Seven seats', 'Power tailgate', 'Rear parking camera', 'Cruise control'],
    vehicleDetails: d([], [], []),
  },
  {
    slug: 'mercedes-g350d-2019', make: 'Mercedes-Benz', model: 'G 350 d AMG Line', year: 2019, price: 788000, mileage: 41000,
    fuelType: 'Diesel', transmission: 'Automatic', condition: 'Very Good', bodyType: '4X4',
    color: 'Obsidian Black', paint: '#15171a', views: ['side', 'front', 'rear', 'interior', 'wheel', 'detail'],
    features: ['Three locking differentials', 'Burmester surround sound', 'Widescreen cockpit', 'Electric sunroof', 'Multibeam LED headlights', 'Heated and ventilated seats', 'Off-road package'],
    vehicleDetails: d(['AMG Line body styling', '20-inch AMG wheels', 'Stainless steel spare-wheel cover'], ['Nappa leather', 'Active multicontour seats'], ['3.0L inline-six diesel, 286 hp', '9G-TRONIC', '4MATIC with low-range transfer case']),
  },
  {
    slug: 'mercedes-e300-coupe-2020', make: 'Mercedes-Benz', model: 'E 300 Coupe AMG Line', year: 2020, price: 268000, mileage: 31000,
    fuelType: 'Gasoline', transmission: 'Automatic', condition: 'Excellent', bodyType: 'Coupe',
    color: 'Selenite Grey', paint: '#6b6e72', views: ['side', 'front', 'rear'],
    features: ['Panoramic sunroof', 'Burmester audio', 'Keyless-Go', 'Ambient lighting', 'Memory seats'],
    vehicleDetails: d(['Pillarless side windows', '19-inch AMG wheels'], ['Black Artico leather', 'Dual 12.3-inch displays'], []),
  },
  {
    slug: 'mercedes-a250-amg-line-2019', make: 'Mercedes-Benz', model: 'A 250 AMG Line', year: 2019, price: 138000, mileage: 47000,
    fuelType: 'Gasoline', transmission: 'Automatic', condition: 'Very Good', bodyType: 'Hatchback',
    color: 'Polar White', paint: '#eeeeec', views: ['side', 'front', 'rear', 'interior'],
    features: ['MBUX with "Hey Mercedes"', 'Widescreen cockpit', 'Reverse camera', 'LED high performance headlights'],
    vehicleDetails: d(['AMG bodystyling', '18-inch AMG wheels'], ['Sports seats', '64-colour ambient lighting'], ['2.0L turbo, 224 hp', '7G-DCT']),
  },
  {
    slug: 'mercedes-c300-cabriolet-2021', make: 'Mercedes-Benz', model: 'C 300 Cabriolet AMG Line', year: 2021, price: 318000, mileage: 18500,
    fuelType: 'Gasoline', transmission: 'Automatic', condition: 'Excellent', bodyType: 'Convertible',
    color: 'Hyacinth Red', paint: '#7a1424', views: ['side', 'front', 'rear', 'interior', 'detail'],
    features: ['Acoustic soft top', 'AIRSCARF neck-level heating', 'AIRCAP draught stop', 'Burmester audio', 'Heated seats', 'Keyless-Go'],
    vehicleDetails: d(['Black fabric roof', '19-inch AMG multi-spoke wheels'], ['Macchiato beige leather'], ['2.0L turbo, 258 hp', '9G-TRONIC']),
  },
  {
    slug: 'audi-a3-sportback-2018', make: 'Audi', model: 'A3 Sportback 1.4 TFSI', year: 2018, price: 62800, mileage: 79000,
    fuelType: 'Gasoline', transmission: 'Automatic', condition: 'Good', bodyType: 'Hatchback',
    color: 'Glacier White', paint: '#e9ebea', views: ['side', 'front', 'interior'],
    features: ['Audi MMI navigation', 'Xenon headlights', 'Rear parking sensors', 'Cruise control'],
    vehicleDetails: d(['17-inch alloy wheels'], [], ['1.4L TFSI, 150 hp', '7-speed S tronic']),
  },
  {
    slug: 'audi-a4-avant-2018', make: 'Audi', model: 'A4 Avant 2.0 TFSI quattro', year: 2018, price: 86800, mileage: 96000,
    fuelType: 'Gasoline', transmission: 'Automatic', condition: 'Good', bodyType: 'Wagon',
    color: 'Navarra Blue', paint: '#22365e', views: ['side', 'rear', 'interior', 'wheel'],
    features: ['Virtual Cockpit', 'Power tailgate', 'Roof rails', 'Three-zone climate control', 'Bang & Olufsen audio'],
    vehicleDetails: d(['Matrix LED headlights', 'Aluminium roof rails'], ['Leather and Alcantara seats'], ['2.0L TFSI, 252 hp', 'quattro all-wheel drive', '7-speed S tronic']),
  },
  {
    slug: 'audi-r8-v10-performance-2021', make: 'Audi', model: 'R8 V10 performance quattro', year: 2021, price: 1188000, mileage: 9800,
    fuelType: 'Gasoline', transmission: 'Automatic', condition: 'Excellent', bodyType: 'Supercar',
    color: 'Kemora Grey', paint: '#8a8d8c', views: ['side', 'front', 'rear', 'interior', 'wheel', 'detail'],
    features: ['Carbon-ceramic brakes', 'Carbon sideblades', 'Bang & Olufsen audio', 'Laser lights', 'Sport exhaust', 'Magnetic ride', 'Launch control', 'Carbon engine bay cover', 'Lift system', 'Fine Nappa leather'],
    vehicleDetails: d(['Carbon fixed rear wing', '20-inch forged wheels', 'Gloss carbon mirror caps'], ['Diamond-stitched sport seats', 'Audi virtual cockpit'], ['5.2L naturally aspirated V10, 620 hp', '7-speed S tronic', 'quattro all-wheel drive', '0-100 km/h in 3.1 s']),
  },
  {
    slug: 'lexus-es250-luxury-2019', make: 'Lexus', model: 'ES 250 Luxury', year: 2019, price: 178000, mileage: 38000,
    fuelType: 'Gasoline', transmission: 'Automatic', condition: 'Very Good', bodyType: 'Sedan',
    color: 'Sonic Titanium', paint: '#9b9a96', views: ['side', 'front', 'rear', 'interior'],
    features: ['Mark Levinson audio', 'Lexus Safety System+', 'Ventilated front seats', 'Power rear sunshade', 'Wireless charger'],
    vehicleDetails: 'Single owner, full service history with Lexus Malaysia, warranty until 2026. Minor stone chips on the bonnet have been touched up; the cabin is as new.',
  },
  {
    slug: 'lexus-ct200h-f-sport-2018', make: 'Lexus', model: 'CT 200h F Sport', year: 2018, price: 78800, mileage: 72000,
    fuelType: 'Hybrid', transmission: 'Automatic', condition: 'Good', bodyType: 'Hatchback',
    color: 'White Nova', paint: '#eceae4', views: ['side', 'front'],
    features: ['F Sport mesh grille', 'Adaptive variable suspension', 'Reverse camera', 'Keyless entry', 'Hybrid drive modes'],
    vehicleDetails: d(['F Sport 17-inch wheels'], ['F Sport steering wheel'], ['1.8L hybrid, 136 hp', 'E-CVT']),
  },
  {
    slug: 'lexus-lx570-2018', make: 'Lexus', model: 'LX 570', year: 2018, price: 688000, mileage: 64000,
    fuelType: 'Gasoline', transmission: 'Automatic', condition: 'Very Good', bodyType: '4X4',
    color: 'Sonic Quartz', paint: '#d9d6cf', views: ['side', 'front', 'rear', 'interior', 'wheel'],
    features: ['Eight seats', 'Crawl Control', 'Multi-terrain monitor', 'Mark Levinson audio', 'Rear-seat entertainment', 'Cool box'],
    vehicleDetails: d(['Triple-beam LED headlights', '21-inch wheels'], ['Semi-aniline leather', 'Four-zone climate control'], ['5.7L V8, 362 hp', '8-speed automatic', 'Full-time 4WD with low range', 'Adaptive height control']),
  },
  {
    slug: 'porsche-911-carrera-s-2020', make: 'Porsche', model: '911 Carrera S', year: 2020, price: 968000, mileage: 14200,
    fuelType: 'Gasoline', transmission: 'Manual', condition: 'Excellent', bodyType: 'Coupe',
    color: 'Guards Red', paint: '#b3121c', views: ['side', 'front', 'rear', 'interior', 'wheel', 'detail'],
    features: ['7-speed manual gearbox', 'Sport Chrono package', 'Sports exhaust', 'PASM', 'BOSE surround sound', 'Sport seats Plus', 'LED Matrix headlights'],
    vehicleDetails: d(['Carrera S 20/21-inch wheels', 'Electric sunroof'], ['Black leather with Guards Red stitching'], ['3.0L twin-turbo flat-six, 450 hp', 'Rear-wheel drive', 'Rear-axle steering']),
  },
  {
    slug: 'porsche-taycan-4s-2022', make: 'Porsche', model: 'Taycan 4S', year: 2022, price: 498000, mileage: 16000,
    fuelType: 'Electric', transmission: 'Automatic', condition: 'Excellent', bodyType: 'Sedan',
    color: 'Frozen Blue Metallic', paint: '#7fa6c9', views: ['side', 'front', 'rear', 'interior'],
    features: ['Performance Battery Plus', 'Panoramic roof', 'Passenger display', 'Adaptive air suspension', '22 kW on-board charger', 'Heat pump'],
    vehicleDetails: d(['21-inch Mission E design wheels'], ['Race-Tex interior'], ['Dual-motor all-wheel drive, 571 hp overboost', '2-speed rear transmission', '93.4 kWh battery']),
  },
  {
    slug: 'jaguar-xe-prestige-2018', make: 'Jaguar', model: 'XE 2.0 Prestige', year: 2018, price: 58800, mileage: 84000,
    fuelType: 'Gasoline', transmission: 'Automatic', condition: 'Fair', bodyType: 'Sedan',
    color: 'Fuji White', paint: '#ecebe6', views: ['side'],
    features: ['InControl Touch Pro', 'Leather seats', 'Rear parking camera', 'Meridian audio'],
    vehicleDetails: d(['18-inch alloy wheels'], [], []),
  },
  {
    slug: 'jaguar-xf-portfolio-2019', make: 'Jaguar', model: 'XF 2.0 Portfolio', year: 2019, price: 74800, mileage: 69000,
    fuelType: 'Gasoline', transmission: 'Automatic', condition: 'Good', bodyType: 'Sedan',
    color: 'Loire Blue', paint: '#283a5c', views: ['side', 'front', 'interior'],
    features: ['Windsor leather', 'Meridian audio', 'Powered boot lid', 'Configurable ambient lighting', 'Keyless entry'],
    vehicleDetails: d(['Adaptive LED headlights'], ['Windsor leather', 'Heated front seats'], ['2.0L Ingenium turbo, 250 hp', '8-speed automatic']),
  },
  {
    slug: 'jaguar-f-type-p300-2019', make: 'Jaguar', model: 'F-TYPE P300 Convertible', year: 2019, price: 328000, mileage: 22000,
    fuelType: 'Gasoline', transmission: 'Automatic', condition: 'Very Good', bodyType: 'Convertible',
    color: 'Caldera Red', paint: '#8e1b1b', views: ['side', 'front', 'rear', 'detail'],
    features: ['Powered soft top', 'Active sports exhaust', 'Meridian audio', 'Performance seats', 'Configurable dynamics'],
    vehicleDetails: d(['Deployable rear spoiler', '19-inch wheels'], ['Performance seats in Ebony leather'], ['2.0L turbo, 300 hp', '8-speed Quickshift', 'Rear-wheel drive']),
  },
  {
    slug: 'jaguar-f-pace-p250-2024', make: 'Jaguar', model: 'F-PACE P250 R-Dynamic SE', year: 2024, price: 458000, mileage: 6500,
    fuelType: 'Gasoline', transmission: 'Automatic', condition: 'Excellent', bodyType: 'SUV',
    color: 'Santorini Black', paint: '#16181c', views: ['side', 'front', 'rear', 'interior', 'wheel'],
    features: ['Pivi Pro infotainment', 'Meridian surround sound', 'Panoramic roof', 'ClearSight rear-view mirror', 'Wireless charging', 'Adaptive cruise control', 'Three-zone climate'],
    vehicleDetails: d(['R-Dynamic bumpers', '21-inch gloss black wheels'], ['Windsor leather sport seats'], ['2.0L turbo, 250 hp', '8-speed automatic', 'Intelligent all-wheel drive']),
  },
];
