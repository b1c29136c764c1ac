--TEST--
Static variables and references inside generators
--FILE--
<?php
function counter() { static $calls = 0; $calls++; yield $calls; }
foreach (counter() as $v) echo $v;
foreach (counter() as $v) echo $v;
echo "\n";
function byref(array &$a) { $a[] = 'gen'; yield count($a); }
$arr = [];
foreach (byref($arr) as $v) echo $v, "\n";
var_dump($arr);
--EXPECT--
12
1
array(1) {
  [0]=>
  string(3) "gen"
}
