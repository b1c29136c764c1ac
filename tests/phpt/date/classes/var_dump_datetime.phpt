--TEST--
var_dump of DateTime objects
--FILE--
<?php
date_default_timezone_set('UTC');
var_dump(new DateTime('2021-03-15 10:20:30.5'));
var_dump(new DateTime('2021-03-15 10:20:30 Europe/Paris'));
var_dump(new DateTime('2021-03-15 10:20:30 +02:00'));
var_dump(new DateTime('2021-03-15 10:20:30 EST'));
var_dump(new DateTimeImmutable('@1234567890'));
?>
--EXPECT--
object(DateTime)#1 (3) {
  ["date"]=>
  string(26) "2021-03-15 10:20:30.500000"
  ["timezone_type"]=>
  int(3)
  ["timezone"]=>
  string(3) "UTC"
}
object(DateTime)#1 (3) {
  ["date"]=>
  string(26) "2021-03-15 10:20:30.000000"
  ["timezone_type"]=>
  int(3)
  ["timezone"]=>
  string(12) "Europe/Paris"
}
object(DateTime)#1 (3) {
  ["date"]=>
  string(26) "2021-03-15 10:20:30.000000"
  ["timezone_type"]=>
  int(1)
  ["timezone"]=>
  string(6) "+02:00"
}
object(DateTime)#1 (3) {
  ["date"]=>
  string(26) "2021-03-15 10:20:30.000000"
  ["timezone_type"]=>
  int(2)
  ["timezone"]=>
  string(3) "EST"
}
object(DateTimeImmutable)#1 (3) {
  ["date"]=>
  string(26) "2009-02-13 23:31:30.000000"
  ["timezone_type"]=>
  int(1)
  ["timezone"]=>
  string(6) "+00:00"
}
