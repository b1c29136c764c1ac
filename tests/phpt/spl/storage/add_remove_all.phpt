--TEST--
SplObjectStorage addAll/removeAll/removeAllExcept
--FILE--
<?php
$a = new stdClass; $b = new stdClass; $c = new stdClass;
$s1 = new SplObjectStorage; $s1->attach($a); $s1->attach($b);
$s2 = new SplObjectStorage; $s2->attach($b); $s2->attach($c);
var_dump($s1->addAll($s2));
var_dump($s1->removeAll($s2));
var_dump($s1->contains($a), $s1->contains($b));
$s1->addAll($s2);
var_dump($s1->removeAllExcept($s2), $s1->contains($a));
?>
--EXPECT--
int(3)
int(1)
bool(true)
bool(false)
int(2)
bool(false)
