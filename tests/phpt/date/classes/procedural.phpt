--TEST--
procedural aliases
--FILE--
<?php
date_default_timezone_set('UTC');
$d = date_create('2021-03-15 10:00:00');
echo date_format($d, 'c'), "\n";
var_dump(date_timestamp_get($d), date_offset_get($d));
$i = date_create_immutable('2021-03-15 10:00:00 Europe/Paris');
echo get_class($i), ' ', date_format($i, 'c T'), "\n";
var_dump(date_create('foo'));
var_dump(date_get_last_errors());
?>
--EXPECT--
2021-03-15T10:00:00+00:00
int(1615802400)
int(0)
DateTimeImmutable 2021-03-15T10:00:00+01:00 CET
bool(false)
array(4) {
  ["warning_count"]=>
  int(0)
  ["warnings"]=>
  array(0) {
  }
  ["error_count"]=>
  int(1)
  ["errors"]=>
  array(1) {
    [0]=>
    string(47) "The timezone could not be found in the database"
  }
}
