--TEST--
SplPriorityQueue with a user compare
--FILE--
<?php
class MinPQ extends SplPriorityQueue {
    public function compare($p1, $p2): int { return $p2 <=> $p1; }
}
$q = new MinPQ;
foreach ([5, 1, 3] as $p) $q->insert("p$p", $p);
foreach ($q as $v) echo $v, "\n";
var_dump($q->compare(1, 2));
?>
--EXPECT--
p1
p3
p5
int(1)
