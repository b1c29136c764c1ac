--TEST--
trigger_error message with special characters is printed verbatim
--FILE--
<?php
trigger_error("half done <b>&amp;</b> \"quoted\"", E_USER_NOTICE);
--EXPECTF--

Notice: half done <b>&amp;</b> "quoted" in %s on line 2
