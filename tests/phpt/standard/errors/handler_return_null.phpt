--TEST--
an error handler returning nothing suppresses the standard handler
--FILE--
<?php
set_error_handler(function ($errno, $errstr) {
    echo "handled: $errstr\n";
});
trigger_error('quiet', E_USER_NOTICE);
echo "end\n";
--EXPECT--
handled: quiet
end
