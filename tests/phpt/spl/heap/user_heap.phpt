--TEST--
SplHeap with a user compare
--FILE--
<?php
class LenHeap extends SplHeap {
    protected function compare($a, $b): int { return strlen($a) - strlen($b); }
}
$h = new LenHeap;
foreach (["aaa", "a", "aaaa", "aa"] as $s) $h->insert($s);
foreach ($h as $k => $v) echo "$k: $v\n";
?>
--EXPECT--
3: aaaa
2: aaa
1: aa
0: a
