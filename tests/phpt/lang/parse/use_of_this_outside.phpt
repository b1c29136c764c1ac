--TEST--
Cannot re-assign $this
--FILE--
<?php
$this = 1;
--EXPECTF--

Fatal error: Cannot re-assign $this in %s on line 2
