--TEST--
classifiers reject non-numbers
--FILE--
<?php
try { is_nan("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { is_finite(null); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
is_nan(): Argument #1 ($num) must be of type float, string given

Deprecated: is_finite(): Passing null to parameter #1 ($num) of type float is deprecated in %s on line 3
