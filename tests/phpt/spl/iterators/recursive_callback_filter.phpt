--TEST--
RecursiveCallbackFilterIterator
--FILE--
<?php
$arr = ['a' => 1, 'b' => ['c' => 2, 'd' => 30], 'e' => 40];
$f = new RecursiveCallbackFilterIterator(new RecursiveArrayIterator($arr), function ($v, $k, $it) {
    return $it->hasChildren() || $v < 35;
});
foreach (new RecursiveIteratorIterator($f) as $k => $v) echo "$k => $v\n";
?>
--EXPECT--
a => 1
c => 2
d => 30
