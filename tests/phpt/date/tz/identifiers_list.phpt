--TEST--
timezone_identifiers_list()
--FILE--
<?php
$l = timezone_identifiers_list();
var_dump(count($l) > 400);
var_dump(in_array('Europe/Paris', $l), in_array('UTC', $l), in_array('US/Eastern', $l));
var_dump($l[0], end($l));
var_dump(timezone_identifiers_list(DateTimeZone::UTC));
var_dump(count(timezone_identifiers_list(DateTimeZone::EUROPE)) > 50);
var_dump(timezone_identifiers_list(DateTimeZone::PER_COUNTRY, 'fr'));
var_dump(timezone_identifiers_list(DateTimeZone::ARCTIC));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
string(14) "Africa/Abidjan"
string(3) "UTC"
array(1) {
  [0]=>
  string(3) "UTC"
}
bool(true)
array(0) {
}
array(1) {
  [0]=>
  string(19) "Arctic/Longyearbyen"
}
