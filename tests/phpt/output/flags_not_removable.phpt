--TEST--
a buffer without REMOVABLE cannot be ended
--FILE--
<?php
ob_start(null, 0, PHP_OUTPUT_HANDLER_CLEANABLE | PHP_OUTPUT_HANDLER_FLUSHABLE);
echo "x";
var_dump(ob_end_clean());
var_dump(ob_end_flush());
var_dump(ob_get_level());
ob_clean();
echo "end\n";
--EXPECT--
end
