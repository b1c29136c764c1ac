--TEST--
serialize, unserialize and __set_state of DateTime and DateTimeZone
--FILE--
<?php
date_default_timezone_set('UTC');
$d = new DateTime('2021-03-15 10:20:30.5', new DateTimeZone('Europe/Paris'));
$s = serialize($d); echo $s, "\n";
$u = unserialize($s); echo get_class($u), ' ', $u->format('c u e'), "\n";
$z = new DateTimeZone('+02:00'); echo serialize($z), "\n"; echo unserialize(serialize($z))->getName(), "\n";
$x = DateTime::__set_state(['date' => '2021-01-02 03:04:05.000006', 'timezone_type' => 3, 'timezone' => 'Asia/Tokyo']); echo $x->format('c u'), "\n";
$y = DateTimeImmutable::__set_state(['date' => '2021-01-02 03:04:05.000000', 'timezone_type' => 1, 'timezone' => '-05:00']); echo get_class($y), ' ', $y->format('c T'), "\n";
var_dump($d->__serialize());
$e = new DateTime('2000-01-01'); $e->__unserialize(['date' => '2021-01-02 03:04:05.000000', 'timezone_type' => 2, 'timezone' => 'EST']); echo $e->format('c T'), "\n";
try { $e->__unserialize(['date' => 'x']); } catch (Error $er) { echo get_class($er), ': ', $er->getMessage(), "\n"; }
try { DateTime::__set_state([]); } catch (Error $er) { echo get_class($er), ': ', $er->getMessage(), "\n"; }
echo serialize(new DateInterval('P1D')), "\n";
?>
--EXPECT--
O:8:"DateTime":3:{s:4:"date";s:26:"2021-03-15 10:20:30.500000";s:13:"timezone_type";i:3;s:8:"timezone";s:12:"Europe/Paris";}
DateTime 2021-03-15T10:20:30+01:00 500000 Europe/Paris
O:12:"DateTimeZone":2:{s:13:"timezone_type";i:1;s:8:"timezone";s:6:"+02:00";}
+02:00
2021-01-02T03:04:05+09:00 000006
DateTimeImmutable 2021-01-02T03:04:05-05:00 GMT-0500
array(3) {
  ["date"]=>
  string(26) "2021-03-15 10:20:30.500000"
  ["timezone_type"]=>
  int(3)
  ["timezone"]=>
  string(12) "Europe/Paris"
}
2021-01-02T03:04:05-05:00 EST
Error: Invalid serialization data for DateTime object
Error: Invalid serialization data for DateTime object
O:12:"DateInterval":10:{s:1:"y";i:0;s:1:"m";i:0;s:1:"d";i:1;s:1:"h";i:0;s:1:"i";i:0;s:1:"s";i:0;s:1:"f";d:0;s:6:"invert";i:0;s:4:"days";b:0;s:11:"from_string";b:0;}
