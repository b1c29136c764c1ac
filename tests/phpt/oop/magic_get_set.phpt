--TEST--
__get and __set
--FILE--
<?php
class M { private $d = []; function __get($n) { echo "get $n\n"; return $this->d[$n] ?? null; } function __set($n, $v) { echo "set $n\n"; $this->d[$n] = $v; } }
$m = new M; $m->a = 1; echo $m->a, "\n"; var_dump($m->b);
--EXPECT--
set a
get a
1
get b
NULL
