--TEST--
Line, hash and block comments
--FILE--
<?php
// line comment
# hash comment
/* block
   comment */
/** doc comment */
echo "x"; /* inline */ echo "y";
echo "\n";
echo 1 /* between */ + 2, "\n";
--EXPECT--
xy
3
