--TEST--
invalid bases
--FILE--
<?php
foreach ([[1, 2], [37, 2], [2, 1], [2, 37], [0, 0]] as [$f, $t]) { try { base_convert("1", $f, $t); } catch (ValueError $e) { echo $e->getMessage(), "\n"; } }
try { base_convert([], 2, 2); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
base_convert(): Argument #2 ($from_base) must be between 2 and 36 (inclusive)
base_convert(): Argument #2 ($from_base) must be between 2 and 36 (inclusive)
base_convert(): Argument #3 ($to_base) must be between 2 and 36 (inclusive)
base_convert(): Argument #3 ($to_base) must be between 2 and 36 (inclusive)
base_convert(): Argument #2 ($from_base) must be between 2 and 36 (inclusive)
base_convert(): Argument #1 ($num) must be of type string, array given
