--TEST--
output_buffering with a small size flushes as the chunk fills, and at the end
--INI--
output_buffering=3
--FILE--
<?php
echo "ab";
var_dump(ob_get_length());
echo "cd";
var_dump(ob_get_length());
--EXPECT--
abint(2)
cdint(2)
