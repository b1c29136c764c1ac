--TEST--
bindTo returns a new closure; the original is unchanged
--FILE--
<?php
class A { public $n; function __construct($n) { $this->n = $n; } }
$f = function() { return $this->n; };
$a = $f->bindTo(new A(1));
$b = $f->bindTo(new A(2));
var_dump($a === $b, $a(), $b());
var_dump($a instanceof Closure);
--EXPECT--
bool(false)
int(1)
int(2)
bool(true)
