--TEST--
exception thrown in __serialize propagates
--FILE--
<?php
class M { function __serialize(): array { throw new LogicException("nope"); } }
try { var_dump(serialize([1, new M])); } catch (LogicException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
LogicException: nope
