--TEST--
reading functions work inside a callback
--FILE--
<?php
ob_start(function ($b, $p) {
    return "[" . ob_get_contents() . "|" . ob_get_level() . "|" . ob_get_length() . "|" . count(ob_list_handlers()) . "]";
});
echo "xyz";
ob_end_flush();
echo "\n";
--EXPECT--
[xyz|1|3|1]
