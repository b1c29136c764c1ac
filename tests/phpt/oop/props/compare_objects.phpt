--TEST--
== compares class and properties recursively, === compares identity, < compares property by property
--FILE--
<?php
class P { function __construct(public $x, public $y = null) {} }
class Q { function __construct(public $x, public $y = null) {} }
var_dump(new P(1) == new P(1), new P(1) == new P("1"), new P(1) === new P(1), new P(1) == new Q(1));
var_dump(new P(1, new P(2)) == new P(1, new P(2)), new P(1, new P(2)) == new P(1, new P(3)));
var_dump(new P(1) < new P(2), new P(2, 1) > new P(2, 0), new P(1) <=> new P(1));
$a = new P(1); $b = $a;
var_dump($a === $b, $a != $b);
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
int(0)
bool(true)
bool(false)
