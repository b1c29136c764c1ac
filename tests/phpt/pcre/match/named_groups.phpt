--TEST--
named groups appear by name then by number
--FILE--
<?php
var_dump(preg_match('/(?<year>\d{4})-(?<month>\d\d)/', 'on 2024-05', $m), $m);
--EXPECT--
int(1)
array(5) {
  [0]=>
  string(7) "2024-05"
  ["year"]=>
  string(4) "2024"
  [1]=>
  string(4) "2024"
  ["month"]=>
  string(2) "05"
  [2]=>
  string(2) "05"
}
