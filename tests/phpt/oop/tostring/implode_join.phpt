--TEST--
__toString in implode and join
--FILE--
<?php
class S { function __construct(public $s = "str") {} function __toString(): string { return $this->s; } }
var_dump(implode(', ', [new S('a'), new S('b'), 'c', 1]));
var_dump(join('-', [new S('x')]));
--EXPECT--
string(10) "a, b, c, 1"
string(1) "x"
