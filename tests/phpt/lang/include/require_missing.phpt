--TEST--
require of a missing file is fatal
--INI--
include_path=.
--FILE--
<?php
echo "before\n";
require 'require_missing_nope.inc';
echo "after\n";
--EXPECTF--
before

Warning: require(require_missing_nope.inc): Failed to open stream: No such file or directory in %s on line 3

Fatal error: Uncaught Error: Failed opening required 'require_missing_nope.inc' (include_path='.') in %s:3
Stack trace:
#0 {main}
  thrown in %s on line 3
