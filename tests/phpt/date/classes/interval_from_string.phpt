--TEST--
DateInterval::createFromDateString
--FILE--
<?php
$i = DateInterval::createFromDateString('1 day + 2 hours');
var_dump($i);
echo $i->d, ' ', $i->h, "\n";
$j = DateInterval::createFromDateString('3 months');
echo $j->m, "\n";
?>
--EXPECT--
object(DateInterval)#1 (2) {
  ["from_string"]=>
  bool(true)
  ["date_string"]=>
  string(15) "1 day + 2 hours"
}
1 2
3
