--TEST--
ob_start argument type errors
--FILE--
<?php
try { ob_start(null, "abc"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { ob_start(null, 0, []); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(ob_get_level());
--EXPECT--
ob_start(): Argument #2 ($chunk_size) must be of type int, string given
ob_start(): Argument #3 ($flags) must be of type int, array given
int(0)
