--TEST--
getdate() and localtime() of the current time
--FILE--
<?php
date_default_timezone_set('UTC');
$g = getdate();
var_dump(array_keys($g));
var_dump($g[0] >= 1700000000);
var_dump(count(localtime(time(), true)));
?>
--EXPECT--
array(11) {
  [0]=>
  string(7) "seconds"
  [1]=>
  string(7) "minutes"
  [2]=>
  string(5) "hours"
  [3]=>
  string(4) "mday"
  [4]=>
  string(4) "wday"
  [5]=>
  string(3) "mon"
  [6]=>
  string(4) "year"
  [7]=>
  string(4) "yday"
  [8]=>
  string(7) "weekday"
  [9]=>
  string(5) "month"
  [10]=>
  int(0)
}
bool(true)
int(9)
