--TEST--
SplStack push/pop/top
--FILE--
<?php
$s = new SplStack;
$s->push(1); $s->push(2); $s->push(3);
var_dump($s->top(), $s->pop(), $s->count());
foreach ($s as $k => $v) echo "$k => $v\n";
?>
--EXPECT--
int(3)
int(3)
int(2)
1 => 2
0 => 1
