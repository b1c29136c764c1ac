--TEST--
DatePeriod object forms: recurrences and options coerced like int parameters
--FILE--
<?php
date_default_timezone_set('UTC');
$s = new DateTime('2021-01-01');
$i = new DateInterval('P1D');
foreach ([['3'], [3.0], [null], [true], ['x'], [3, '1'], [3, null], [new DateTime('2021-01-03'), '2'],
          [new DateTime('2021-01-03'), 'x'], [0], [-1], [0, 'x'], [new DateTimeZone('UTC')], [[]]] as $rest) {
    try {
        $p = new DatePeriod($s, $i, ...$rest);
        echo 'ok recurrences=', $p->recurrences, ' ', var_export($p->getRecurrences(), true), ' n=', iterator_count($p), "\n";
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
try { new DatePeriod($s, $i); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
?>
--EXPECTF--
ok recurrences=4 3 n=4
ok recurrences=4 3 n=4

Deprecated: DatePeriod::__construct(): Passing null to parameter #3 ($end) of type int is deprecated in %s on line 8
Exception: DatePeriod::__construct(): Recurrence count must be greater than 0
ok recurrences=2 1 n=2
TypeError: DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments
ok recurrences=3 3 n=3

Deprecated: DatePeriod::__construct(): Passing null to parameter #4 ($options) of type int is deprecated in %s on line 8
ok recurrences=4 3 n=4
ok recurrences=2 NULL n=3
TypeError: DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments
Exception: DatePeriod::__construct(): Recurrence count must be greater than 0
Exception: DatePeriod::__construct(): Recurrence count must be greater than 0
TypeError: DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments
TypeError: DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments
TypeError: DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments
TypeError: DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments
