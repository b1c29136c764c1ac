--TEST--
log with an invalid base
--FILE--
<?php
try { log(1, 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { log(1, -2); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { log(1, "x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
log(): Argument #2 ($base) must be greater than 0
log(): Argument #2 ($base) must be greater than 0
log(): Argument #2 ($base) must be of type float, string given
