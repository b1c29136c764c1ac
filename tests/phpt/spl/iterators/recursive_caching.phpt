--TEST--
RecursiveCachingIterator caches children and looks one element ahead
--FILE--
<?php
$rc = new RecursiveCachingIterator(new RecursiveArrayIterator(['a' => 1, 'b' => ['c' => 2, 'd' => [3]], 'e' => 4]));
foreach (new RecursiveIteratorIterator($rc, RecursiveIteratorIterator::SELF_FIRST) as $k => $v) echo $k, " ", is_array($v) ? "A" : $v, "\n";
$rc->rewind(); var_dump($rc->hasChildren(), $rc->hasNext()); $rc->next(); var_dump($rc->hasChildren(), get_class($rc->getChildren()), $rc->getChildren()->getFlags());
$t = new RecursiveIteratorIterator(new RecursiveCachingIterator(new RecursiveArrayIterator([1, [2, 3], 4]), 0));
foreach ($t as $v) { echo $v, $t->getSubIterator()->hasNext() ? "," : ".", "\n"; }
?>
--EXPECTF--
a 1

Warning: Array to string conversion in %s on line 3
b A
c 2

Warning: Array to string conversion in %s on line 3
d A
0 3
e 4
bool(false)
bool(true)

Warning: Array to string conversion in %s on line 4
bool(true)
string(24) "RecursiveCachingIterator"
int(1)
1,
2,
3.
4.
