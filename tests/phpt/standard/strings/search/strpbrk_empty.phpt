--TEST--
strpbrk with an empty character list
--FILE--
<?php
try { strpbrk("This", ""); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
strpbrk(): Argument #2 ($characters) must be a non-empty string
