--TEST--
substr_count errors
--FILE--
<?php
try { substr_count("hello", ""); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { substr_count("hello", "l", 10); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { substr_count("hello", "l", 1, 10); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { substr_count("hello", "l", -10); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { substr_count("hello", "l", 2, -5); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
substr_count(): Argument #2 ($needle) cannot be empty
substr_count(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
substr_count(): Argument #4 ($length) must be contained in argument #1 ($haystack)
substr_count(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
substr_count(): Argument #4 ($length) must be contained in argument #1 ($haystack)
