--TEST--
new with arguments and anonymous classes with constructors and extends
--FILE--
<?php
interface Named { function name(): string; }
abstract class Base { function __construct(protected string $n) {} }
$o = new class('anon') extends Base implements Named { function name(): string { return strtoupper($this->n); } };
echo $o->name(), "\n";
var_dump($o instanceof Base, $o instanceof Named);
echo str_contains(get_class($o), "class@anonymous") ? "anon\n" : "named\n";
echo get_parent_class($o), "\n";
--EXPECT--
ANON
bool(true)
bool(true)
named
Base
