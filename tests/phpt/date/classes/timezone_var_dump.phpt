--TEST--
var_dump of DateTimeZone
--FILE--
<?php
var_dump(new DateTimeZone('Europe/Paris'), new DateTimeZone('+02:00'), new DateTimeZone('EST'));
?>
--EXPECT--
object(DateTimeZone)#1 (2) {
  ["timezone_type"]=>
  int(3)
  ["timezone"]=>
  string(12) "Europe/Paris"
}
object(DateTimeZone)#2 (2) {
  ["timezone_type"]=>
  int(1)
  ["timezone"]=>
  string(6) "+02:00"
}
object(DateTimeZone)#3 (2) {
  ["timezone_type"]=>
  int(2)
  ["timezone"]=>
  string(3) "EST"
}
