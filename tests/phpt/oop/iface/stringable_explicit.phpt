--TEST--
explicitly implementing Stringable requires __toString
--FILE--
<?php
class S implements Stringable { function __toString(): string { return "s"; } }
var_dump((string)new S, new S instanceof Stringable);
var_dump(is_string(new S), is_callable([new S, '__toString']));
--EXPECT--
string(1) "s"
bool(true)
bool(false)
bool(true)
