--TEST--
var_dump of DateInterval
--FILE--
<?php
var_dump(new DateInterval('P1Y2M3DT4H5M6S'));
print_r(new DateInterval('P1D'));
echo "\n";
?>
--EXPECT--
object(DateInterval)#1 (10) {
  ["y"]=>
  int(1)
  ["m"]=>
  int(2)
  ["d"]=>
  int(3)
  ["h"]=>
  int(4)
  ["i"]=>
  int(5)
  ["s"]=>
  int(6)
  ["f"]=>
  float(0)
  ["invert"]=>
  int(0)
  ["days"]=>
  bool(false)
  ["from_string"]=>
  bool(false)
}
DateInterval Object
(
    [y] => 0
    [m] => 0
    [d] => 1
    [h] => 0
    [i] => 0
    [s] => 0
    [f] => 0
    [invert] => 0
    [days] => 
    [from_string] => 
)
