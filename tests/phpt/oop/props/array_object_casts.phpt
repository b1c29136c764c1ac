--TEST--
(array) of objects with private and protected props, and (object) of arrays
--FILE--
<?php
class A { public $a = 1; protected $b = 2; private $c = 3; }
$arr = (array)new A;
foreach ($arr as $k => $v) echo str_replace("\0", '\0', $k), " => $v\n";
$o = (object)['x' => 1, 5 => 'five', 'list' => [1, 2]];
var_dump($o, $o->{'5'});
var_dump((object)'str', (object)null, (object)[]);
$same = new A;
var_dump((object)$same === $same);
--EXPECT--
a => 1
\0*\0b => 2
\0A\0c => 3
object(stdClass)#1 (3) {
  ["x"]=>
  int(1)
  ["5"]=>
  string(4) "five"
  ["list"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
string(4) "five"
object(stdClass)#2 (1) {
  ["scalar"]=>
  string(3) "str"
}
object(stdClass)#3 (0) {
}
object(stdClass)#4 (0) {
}
bool(true)
