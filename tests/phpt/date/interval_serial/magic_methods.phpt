--TEST--
DateInterval: __serialize/__unserialize/__wakeup/__set_state, serialize() round trips and var_export
--FILE--
<?php
$i = new DateInterval('P1Y2M3DT4H5M6S');
var_dump($i->__serialize());
$s = serialize($i);
echo $s, "\n";
$u = unserialize($s);
var_dump($u, $u->format('%y %m %d %h %i %s %R %a'));
$d = (new DateTime('2020-01-01 00:00:00', new DateTimeZone('UTC')))->diff(new DateTime('2020-03-05 06:07:08', new DateTimeZone('UTC')));
$u = unserialize(serialize($d));
var_dump($u->days, $u->invert, $u->format('%a %d %h'));
$c = DateInterval::createFromDateString('3 days 4 hours');
var_dump($c->__serialize());
$u = unserialize(serialize($c));
var_dump($u);
$dt = new DateTimeImmutable('2021-05-01 10:00:00', new DateTimeZone('UTC'));
echo $dt->add($u)->format('Y-m-d H:i'), "\n";
$k = new DateInterval('P2D');
$k->__unserialize(['y' => '3', 'd' => 1.5, 'invert' => 1, 'days' => false]);
var_dump($k);
$k->__unserialize(['d' => 2, 'days' => 7]);
var_dump($k->days, $k->d, $k->y);
var_export(new DateInterval('PT1H'));
echo "\n";
$e = DateInterval::__set_state(['y' => 1, 'm' => 2, 'd' => 3, 'h' => 0, 'i' => 0, 's' => 0, 'f' => 0.5, 'invert' => 0, 'days' => false, 'from_string' => false]);
var_dump($e, $e->format('%y-%m-%d %f'));
print_r(get_class_methods('DateInterval'));
--EXPECT--
array(10) {
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
O:12:"DateInterval":10:{s:1:"y";i:1;s:1:"m";i:2;s:1:"d";i:3;s:1:"h";i:4;s:1:"i";i:5;s:1:"s";i:6;s:1:"f";d:0;s:6:"invert";i:0;s:4:"days";b:0;s:11:"from_string";b:0;}
object(DateInterval)#2 (10) {
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
string(23) "1 2 3 4 5 6 + (unknown)"
int(64)
int(0)
string(6) "64 4 6"
array(2) {
  ["from_string"]=>
  bool(true)
  ["date_string"]=>
  string(14) "3 days 4 hours"
}
object(DateInterval)#4 (2) {
  ["from_string"]=>
  bool(true)
  ["date_string"]=>
  string(14) "3 days 4 hours"
}
2021-05-04 14:00
object(DateInterval)#6 (10) {
  ["y"]=>
  int(3)
  ["m"]=>
  int(-1)
  ["d"]=>
  int(1)
  ["h"]=>
  int(-1)
  ["i"]=>
  int(-1)
  ["s"]=>
  int(-1)
  ["f"]=>
  float(0)
  ["invert"]=>
  int(1)
  ["days"]=>
  bool(false)
  ["from_string"]=>
  bool(false)
}
int(7)
int(2)
int(-1)
\DateInterval::__set_state(array(
   'y' => 0,
   'm' => 0,
   'd' => 0,
   'h' => 1,
   'i' => 0,
   's' => 0,
   'f' => 0.0,
   'invert' => 0,
   'days' => false,
   'from_string' => false,
))
object(DateInterval)#7 (10) {
  ["y"]=>
  int(1)
  ["m"]=>
  int(2)
  ["d"]=>
  int(3)
  ["h"]=>
  int(0)
  ["i"]=>
  int(0)
  ["s"]=>
  int(0)
  ["f"]=>
  float(0.5)
  ["invert"]=>
  int(0)
  ["days"]=>
  bool(false)
  ["from_string"]=>
  bool(false)
}
string(12) "1-2-3 500000"
Array
(
    [0] => __construct
    [1] => createFromDateString
    [2] => format
    [3] => __serialize
    [4] => __unserialize
    [5] => __wakeup
    [6] => __set_state
)
