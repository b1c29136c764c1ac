--TEST--
sorting and comparing objects with __toString against strings
--FILE--
<?php
class S { function __construct(public $s) {} function __toString(): string { return $this->s; } }
$a = [new S("b"), "c", new S("a")];
sort($a, SORT_STRING);
foreach ($a as $x) echo $x, " "; echo "\n";
$b = ["pear", new S("apple"), "fig"];
usort($b, fn($x, $y) => strcmp($x, $y));
foreach ($b as $x) echo $x, " "; echo "\n";
var_dump(new S("a") < "b", "b" > new S("a"), new S("10") == "1e1");
$c = [new S("b"), new S("a")];
sort($c);
echo $c[0], $c[1], "\n";
--EXPECT--
a b c 
apple fig pear 
bool(true)
bool(true)
bool(true)
ab
