--TEST--
implementing interface methods
--FILE--
<?php
interface Greeter { function greet(string $n): string; }
class En implements Greeter { function greet(string $n): string { return "Hi $n"; } }
$g = new En; echo $g->greet('Bo'), "\n"; var_dump($g instanceof Greeter);
--EXPECT--
Hi Bo
bool(true)
