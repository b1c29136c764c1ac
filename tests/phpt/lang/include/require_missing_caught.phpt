--TEST--
Failure of require throws a catchable Error
--INI--
include_path=.
--FILE--
<?php
try {
  require 'require_missing_caught_nope.inc';
} catch (Error $e) {
  echo "caught: ", $e->getMessage(), "\n";
}
echo "after\n";
--EXPECTF--

Warning: require(require_missing_caught_nope.inc): Failed to open stream: No such file or directory in %s on line 3
caught: Failed opening required 'require_missing_caught_nope.inc' (include_path='.')
after
