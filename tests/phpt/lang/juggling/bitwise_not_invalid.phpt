--TEST--
Bitwise not on unsupported types
--FILE--
<?php
try { var_dump(~null); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { var_dump(~[]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { var_dump(~true); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot perform bitwise not on null
Cannot perform bitwise not on array
Cannot perform bitwise not on bool
