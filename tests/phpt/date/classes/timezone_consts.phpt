--TEST--
DateTimeZone constants and listIdentifiers
--FILE--
<?php
var_dump(DateTimeZone::AFRICA, DateTimeZone::EUROPE, DateTimeZone::UTC, DateTimeZone::ALL, DateTimeZone::ALL_WITH_BC, DateTimeZone::PER_COUNTRY);
var_dump(DateTimeZone::listIdentifiers(DateTimeZone::UTC));
var_dump(count(DateTimeZone::listIdentifiers()) === count(timezone_identifiers_list()));
var_dump(DateTimeZone::listIdentifiers(DateTimeZone::PER_COUNTRY, 'JP'));
?>
--EXPECT--
int(1)
int(128)
int(1024)
int(2047)
int(4095)
int(4096)
array(1) {
  [0]=>
  string(3) "UTC"
}
bool(true)
array(1) {
  [0]=>
  string(10) "Asia/Tokyo"
}
