--TEST--
goto to an undefined label is a fatal error
--FILE--
<?php
goto nowhere;
--EXPECTF--

Fatal error: 'goto' to undefined label 'nowhere' in %s on line 2
