--TEST--
SplMinHeap with overridden compare
--FILE--
<?php
class Rev extends SplMinHeap {
    protected function compare($a, $b): int { return parent::compare($b, $a); }
}
$h = new Rev;
foreach ([3, 1, 2] as $x) $h->insert($x);
foreach ($h as $v) echo $v, "\n";
?>
--EXPECT--
3
2
1
