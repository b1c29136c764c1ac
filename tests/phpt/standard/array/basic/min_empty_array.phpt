--TEST--
min() of an empty array
--FILE--
<?php
try { min([]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
min(): Argument #1 ($value) must contain at least one element
