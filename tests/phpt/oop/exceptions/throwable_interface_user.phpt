--TEST--
User classes cannot implement Throwable directly
--FILE--
<?php
class Mine implements Throwable {}
--EXPECTF--

Fatal error: Class Mine cannot implement interface Throwable, extend Exception or Error instead in %s on line 2
