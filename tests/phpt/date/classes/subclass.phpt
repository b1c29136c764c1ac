--TEST--
user subclasses of DateTime
--FILE--
<?php
date_default_timezone_set('UTC');
class MyDate extends DateTime {
    public $extra = 1;
    public function ymd() { return $this->format('Y-m-d'); }
}
$d = new MyDate('2021-03-15');
echo $d->ymd(), ' ', get_class($d), "\n";
$e = MyDate::createFromFormat('!Y-m-d', '2021-04-01');
echo get_class($e), ' ', $e->ymd(), "\n";
var_dump($d);
?>
--EXPECT--
2021-03-15 MyDate
MyDate 2021-04-01
object(MyDate)#1 (4) {
  ["extra"]=>
  int(1)
  ["date"]=>
  string(26) "2021-03-15 00:00:00.000000"
  ["timezone_type"]=>
  int(3)
  ["timezone"]=>
  string(3) "UTC"
}
